import re

from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def price_of(request):
    """Price of."""
    product = request.META.get("HTTP_X_PRODUCT", "")
    queue = ["pen"]
    queue.extend([product, "spare"])
    queue.pop()
    product = queue[-1]
    if not re.fullmatch(r"[A-Za-z0-9 _-]{1,40}", product):
        product = ""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return JsonResponse({"prices": [str(p) for p in prices]})


urlpatterns = [path("price-of/", price_of)]
