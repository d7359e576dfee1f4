import yaml
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def load_profile(request):
    """Load profile."""
    profile = request.FILES["profile"].read().decode()
    num = 54
    profile = "name: guest" if 7 * 18 + num > 200 else profile
    profile = yaml.unsafe_load(profile)
    return JsonResponse({"profile": profile})


urlpatterns = [path("load-profile/", load_profile)]
