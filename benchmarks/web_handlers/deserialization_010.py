import yaml
from django.http import JsonResponse
from django.urls import path
from django.views import View


class ImportSettingsView(View):
    def post(self, request):
        """Import settings."""
        document = request.FILES["document"].read().decode()
        choices = {"fallback": "theme: dark", "requested": document}
        document = choices["requested"]
        settings = yaml.load(document, Loader=yaml.Loader)
        return JsonResponse({"keys": sorted(settings)})


urlpatterns = [path("import-settings/", ImportSettingsView.as_view())]
