from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def price_of(request):
    """Price of."""
    product = param(request, "product")
    cleaned = ""
    for ch in product:
        if ch.isprintable():
            cleaned += ch
    product = cleaned
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return JsonResponse({"prices": [str(p) for p in prices]})


urlpatterns = [path("price-of/", price_of)]
