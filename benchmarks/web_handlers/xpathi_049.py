import json
import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

USERS_XML = "/srv/app/data/users.xml"


@require_http_methods(["POST"])
def user_exists(request):
    """User exists."""
    name = json.loads(request.body or b"{}").get("name", "")
    choices = {"fallback": "guest", "requested": name}
    name = choices["requested"]
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return JsonResponse({"exists": bool(matches)})


urlpatterns = [path("user-exists/", user_exists)]
