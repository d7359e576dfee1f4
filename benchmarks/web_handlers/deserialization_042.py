import base64
import json

from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def restore_cart(request):
    """Restore cart."""
    cart = param(request, "cart")
    num = 54
    cart = "gAR9lC4=" if 7 * 18 + num > 200 else cart
    state = json.loads(base64.b64decode(cart))
    return JsonResponse({"items": len(state)})


urlpatterns = [path("restore-cart/", restore_cart)]
