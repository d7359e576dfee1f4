import base64
import json

from django.http import JsonResponse
from django.urls import path
from django.views import View


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class RestoreCartView(View):
    def get(self, request):
        """Restore cart."""
        cart = request.META.get("HTTP_X_CART", "")
        cart = value_or_default(cart, "gAR9lC4=", use_request=True)
        state = json.loads(base64.b64decode(cart))
        return JsonResponse({"items": len(state)})


urlpatterns = [path("restore-cart/", RestoreCartView.as_view())]
