import yaml
from django.http import JsonResponse
from django.urls import path
from django.views import View


class LoadProfileView(View):
    def post(self, request):
        """Load profile."""
        profile = request.FILES["profile"].read().decode()
        candidates = ["name: guest", "name: guest"]
        candidates.insert(1, profile)
        profile = candidates[2]
        profile = yaml.unsafe_load(profile)
        return JsonResponse({"profile": profile})


urlpatterns = [path("load-profile/", LoadProfileView.as_view())]
