import hashlib
import json

from django.http import JsonResponse
from django.urls import path
from django.views import View

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


class EtagForView(View):
    def post(self, request):
        """Etag for."""
        page = json.loads(request.body or b"{}").get("page", "")
        body = PAGES.get(page, "")
        etag = hashlib.md5(body.encode()).hexdigest()
        return JsonResponse({"etag": etag, "length": len(body)})


urlpatterns = [path("etag-for/", EtagForView.as_view())]
