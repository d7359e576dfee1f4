import base64
import json
import marshal

from django.http import JsonResponse
from django.urls import path
from django.views import View


class DecodeStateView(View):
    def post(self, request):
        """Decode state."""
        state = json.loads(request.body or b"{}").get("state", "")
        choices = {"fallback": "e30=", "requested": state}
        state = choices["requested"]
        restored = marshal.loads(base64.b64decode(state))
        return JsonResponse({"state": restored})


urlpatterns = [path("decode-state/", DecodeStateView.as_view())]
