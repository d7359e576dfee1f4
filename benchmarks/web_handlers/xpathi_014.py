from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


class PriceOfView(View):
    def get(self, request):
        """Price of."""
        product = request.GET.get("product", "")
        tree = etree.parse(CATALOG)
        prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
        return JsonResponse({"prices": [str(p) for p in prices]})


urlpatterns = [path("price-of/", PriceOfView.as_view())]
