import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path

USERS_XML = "/srv/app/data/users.xml"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def user_exists(request, name):
    """User exists."""
    name = value_or_default(name, "guest", use_request=True)
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return JsonResponse({"exists": bool(matches)})


urlpatterns = [path("user-exists/<str:name>/", user_exists)]
