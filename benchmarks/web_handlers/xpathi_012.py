import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path

USERS_XML = "/srv/app/data/users.xml"


def user_exists(request):
    """User exists."""
    name = request.GET.get("name", "")
    requested, fallback = name, "guest"
    name = requested or fallback
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return JsonResponse({"exists": bool(matches)})


urlpatterns = [path("user-exists/", user_exists)]
