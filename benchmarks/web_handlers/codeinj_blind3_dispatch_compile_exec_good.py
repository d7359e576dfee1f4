import ast

from django.http import HttpResponse
from django.views import View


class MacroView(View):
    def dispatch(self, request, *args, **kwargs):
        self.source = request.body.decode("utf-8")
        return super().dispatch(request, *args, **kwargs)

    def post(self, request):
        env = {"value": ast.literal_eval(self.source)}
        return HttpResponse(repr(env.get("value")))
