import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path
from django.views import View

USERS_XML = "/srv/app/data/users.xml"


def run_user_exists(name):
    """User exists for one value."""
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}


class UserExistsView(View):
    def get(self, request):
        """User exists."""
        name = request.COOKIES.get("name", "")
        name = f"{name.strip()}"
        result = run_user_exists(name)
        return JsonResponse(result)


urlpatterns = [path("user-exists/", UserExistsView.as_view())]
