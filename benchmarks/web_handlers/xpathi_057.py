import json
import re

from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


class FindProductView(View):
    def post(self, request):
        """Find product."""
        code = json.loads(request.body or b"{}").get("code", "")
        code = f"{code.strip()}"
        if not re.fullmatch(r"[A-Z0-9]+", code):
            code = "A100"
        tree = etree.parse(CATALOG)
        names = tree.xpath(f"//product[@code='{code}']/name/text()")
        return JsonResponse({"names": [str(n) for n in names]})


urlpatterns = [path("find-product/", FindProductView.as_view())]
