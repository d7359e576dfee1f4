import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path

USERS_XML = "/srv/app/data/users.xml"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def user_exists(request):
    """User exists."""
    name = param(request, "name")
    name = name.strip()
    root = ET.parse(USERS_XML).getroot()
    matches = [user for user in root.iter("user") if user.get("name") == name]
    return JsonResponse({"exists": bool(matches)})


urlpatterns = [path("user-exists/", user_exists)]
