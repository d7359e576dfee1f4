import base64
import json

from django.http import JsonResponse
from django.urls import path


def restore_cart(request):
    """Restore cart."""
    cart = request.GET.getlist("cart", [""])[0]
    choices = {"fallback": "gAR9lC4=", "requested": cart}
    cart = choices["requested"]
    state = json.loads(base64.b64decode(cart))
    return JsonResponse({"items": len(state)})


urlpatterns = [path("restore-cart/", restore_cart)]
