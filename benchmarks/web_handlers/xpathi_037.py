import re

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


@require_http_methods(["POST"])
def price_of(request):
    """Price of."""
    product = request.POST.get("product", "")
    attempts = 0
    picked = "pen"
    while attempts < 1:
        picked = product
        attempts += 1
    product = picked
    if not re.fullmatch(r"[A-Za-z0-9 _-]{1,40}", product):
        product = ""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return JsonResponse({"prices": [str(p) for p in prices]})


urlpatterns = [path("price-of/", price_of)]
