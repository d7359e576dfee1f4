import re

from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def run_price_of(product):
    """Price of for one value."""
    if not re.fullmatch(r"[A-Za-z0-9 _-]{1,40}", product):
        product = ""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}


class PriceOfView(View):
    def post(self, request):
        """Price of."""
        product = request.POST.get("product", "")
        product = "%s" % product.strip()
        result = run_price_of(product)
        return JsonResponse(result)


urlpatterns = [path("price-of/", PriceOfView.as_view())]
