import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path
from django.views import View

USERS_XML = "/srv/app/data/users.xml"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


class UserExistsView(View):
    def get(self, request, name):
        """User exists."""
        name = normalise(name)
        root = ET.parse(USERS_XML).getroot()
        matches = root.findall(f".//user[@name='{name}']")
        return JsonResponse({"exists": bool(matches)})


urlpatterns = [path("user-exists/<str:name>/", UserExistsView.as_view())]
