import base64
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views import View


class RestoreCartView(View):
    def get(self, request):
        """Restore cart."""
        cart = request.COOKIES.get("cart", "")
        num = 8
        cart = cart if num % 2 == 1 else "gAR9lC4="
        state = pickle.loads(base64.b64decode(cart))
        return JsonResponse({"items": len(state)})


urlpatterns = [path("restore-cart/", RestoreCartView.as_view())]
