import base64
import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path
from django.views import View

USERS_XML = "/srv/app/data/users.xml"


class UserExistsView(View):
    def post(self, request):
        """User exists."""
        name = request.POST.get("name", "")
        name = base64.urlsafe_b64decode(name.encode()).decode()
        root = ET.parse(USERS_XML).getroot()
        matches = root.findall(f".//user[@name='{name}']")
        return JsonResponse({"exists": bool(matches)})


urlpatterns = [path("user-exists/", UserExistsView.as_view())]
