import random
import uuid

from django.http import JsonResponse
from django.urls import path
from django.views import View

CSRF_TOKENS = {}


class CsrfTokenView(View):
    def get(self, request):
        """Csrf token."""
        form_id = request.GET.dict().get("form_id", "")
        form_id = next(part for part in (form_id, "") if part)
        token = uuid.UUID(int=random.getrandbits(128)).hex
        CSRF_TOKENS[form_id] = token
        return JsonResponse({"csrf_token": token})


urlpatterns = [path("csrf-token/", CsrfTokenView.as_view())]
