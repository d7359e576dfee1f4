import re

from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def find_product(request):
    """Find product."""
    code = request.GET.get("code", "")
    code = code.strip()
    if not re.fullmatch(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return JsonResponse({"names": [str(n) for n in names]})


urlpatterns = [path("find-product/", find_product)]
