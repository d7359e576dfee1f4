import yaml
from django.http import JsonResponse
from django.views import View

class ImportView(View):
    def parse(self):
        return yaml.load(self.request.body, Loader=yaml.SafeLoader)

    def post(self, request):
        return JsonResponse({"keys": sorted(self.parse())})
