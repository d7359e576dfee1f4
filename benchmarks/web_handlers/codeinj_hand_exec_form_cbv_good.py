from django.http import HttpResponse
from django.views.generic import View

HOOKS = {"one": "result = 1", "two": "result = 2"}


class HookView(View):
    def post(self, request):
        code = HOOKS.get(request.POST["hook"], "result = None")
        namespace = {}
        exec(code, namespace)
        return HttpResponse(str(namespace.get("result")))
