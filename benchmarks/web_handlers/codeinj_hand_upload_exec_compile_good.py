from django.http import JsonResponse
from django.views import View

PLUGINS = {"hello": "greeting = 'hi'"}


class PluginView(View):
    def post(self, request):
        source = PLUGINS.get(request.POST.get("plugin"), "")
        scope = {}
        exec(compile(source, "<plugin>", "exec"), scope)
        return JsonResponse({"names": sorted(scope)})
