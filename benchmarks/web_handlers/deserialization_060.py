import yaml
from django.http import JsonResponse
from django.urls import path
from django.views import View


class LoadProfileView(View):
    def post(self, request):
        """Load profile."""
        profile = request.FILES["profile"].read().decode()
        num = 54
        profile = "name: guest" if 7 * 18 + num > 200 else profile
        profile = yaml.unsafe_load(profile)
        return JsonResponse({"profile": profile})


urlpatterns = [path("load-profile/", LoadProfileView.as_view())]
