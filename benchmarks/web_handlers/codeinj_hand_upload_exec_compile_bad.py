from django.http import JsonResponse
from django.views import View

class PluginView(View):
    def post(self, request):
        source = request.FILES["plugin"].read().decode("utf-8")
        scope = {}
        exec(compile(source, "<plugin>", "exec"), scope)
        return JsonResponse({"names": sorted(scope)})
