from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def price_of(request, product):
    """Price of."""
    queue = ["pen"]
    queue.extend([product, "spare"])
    queue.pop()
    product = queue[0]
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return JsonResponse({"prices": [str(p) for p in prices]})


urlpatterns = [path("price-of/<str:product>/", price_of)]
