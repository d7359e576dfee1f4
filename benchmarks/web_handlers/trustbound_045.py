import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

CATALOG = {"pen", "mug", "notebook"}


@require_http_methods(["POST"])
def add_to_cart(request):
    """Add to cart."""
    product = json.loads(request.body or b"{}").get("product", "")
    limit = 5
    if len("abcd") < limit:
        product = product.strip()
    else:
        product = "pen"
    if product in CATALOG:
        request.session["cart"] = request.session.get("cart", []) + [product]
    return JsonResponse({"items": len(request.session.get("cart", []))})


urlpatterns = [path("add-to-cart/", add_to_cart)]
