import base64
import configparser
import pickle

from django.http import JsonResponse
from django.urls import path


def restore_cart(request):
    """Restore cart."""
    cart = request.GET.get("cart", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "gAR9lC4=")
    conf.set("lookup", "requested", cart)
    cart = conf.get("lookup", "fallback")
    state = pickle.loads(base64.b64decode(cart))
    return JsonResponse({"items": len(state)})


urlpatterns = [path("restore-cart/", restore_cart)]
