import base64
import marshal

from django.http import JsonResponse
from django.urls import path
from django.views import View


class DecodeStateView(View):
    def get(self, request):
        """Decode state."""
        state = request.GET.get("state", "")
        state = "%s" % state.strip()
        restored = marshal.loads(base64.b64decode(state))
        return JsonResponse({"state": restored})


urlpatterns = [path("decode-state/", DecodeStateView.as_view())]
