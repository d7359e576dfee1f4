import json
import re

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


@require_http_methods(["POST"])
def find_product(request):
    """Find product."""
    code = json.loads(request.body or b"{}").get("code", "")
    code = code or "A100"
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return JsonResponse({"names": [str(n) for n in names]})


urlpatterns = [path("find-product/", find_product)]
