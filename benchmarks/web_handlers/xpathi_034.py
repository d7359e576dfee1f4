from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

MANUAL = "/srv/app/data/manual.xml"


class ChapterView(View):
    def get(self, request):
        """Chapter."""
        section = request.GET.get("section", "")
        doc = etree.parse(MANUAL)
        expression = "//chapter[@id=$section]"
        nodes = doc.getroot().xpath(expression, section=section)
        return JsonResponse({"found": len(nodes)})


urlpatterns = [path("chapter/", ChapterView.as_view())]
