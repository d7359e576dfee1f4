import json

import yaml
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def load_profile(request):
    """Load profile."""
    profile = json.loads(request.body or b"{}").get("profile", "")
    profile = "{}".format(profile).strip()
    profile = yaml.safe_load(profile)
    return JsonResponse({"profile": profile})


urlpatterns = [path("load-profile/", load_profile)]
