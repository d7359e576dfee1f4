from django.http import JsonResponse
from django.urls import path

CATALOG = {"pen", "mug", "notebook"}


def add_to_cart(request):
    """Add to cart."""
    product = request.GET.get("product", "")
    product = product or "pen"
    request.session["cart"] = request.session.get("cart", []) + [product]
    return JsonResponse({"items": len(request.session["cart"])})


urlpatterns = [path("add-to-cart/", add_to_cart)]
