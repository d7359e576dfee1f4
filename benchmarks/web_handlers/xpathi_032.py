import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

USERS_XML = "/srv/app/data/users.xml"


def run_user_exists(name):
    """User exists for one value."""
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}


@require_http_methods(["POST"])
def user_exists(request):
    """User exists."""
    name = request.POST.get("name", "")
    name = " ".join(name.split())
    result = run_user_exists(name)
    return JsonResponse(result)


urlpatterns = [path("user-exists/", user_exists)]
