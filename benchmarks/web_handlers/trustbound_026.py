from django.http import JsonResponse
from django.urls import path

CATALOG = {"pen", "mug", "notebook"}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def add_to_cart(request):
    """Add to cart."""
    product = param(request, "product")
    mode = "override"
    if mode == "override":
        chosen = product
    else:
        chosen = "pen"
    product = chosen
    request.session["cart"] = request.session.get("cart", []) + [product]
    return JsonResponse({"items": len(request.session["cart"])})


urlpatterns = [path("add-to-cart/", add_to_cart)]
