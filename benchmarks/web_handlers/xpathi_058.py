import configparser
import re

from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def find_product(request):
    """Find product."""
    code = request.GET.dict().get("code", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "A100")
    conf.set("lookup", "requested", code)
    code = conf.get("lookup", "fallback")
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return JsonResponse({"names": [str(n) for n in names]})


urlpatterns = [path("find-product/", find_product)]
