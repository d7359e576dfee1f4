import yaml
from django.http import JsonResponse
from django.urls import path


def load_profile(request, profile):
    """Load profile."""
    choices = {"fallback": "name: guest", "requested": profile}
    profile = choices["requested"]
    profile = yaml.unsafe_load(profile)
    return JsonResponse({"profile": profile})


urlpatterns = [path("load-profile/<str:profile>/", load_profile)]
