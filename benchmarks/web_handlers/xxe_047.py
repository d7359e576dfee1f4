from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree


def run_import_order(payload):
    """Import order for one value."""
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}


class ImportOrderView(View):
    def post(self, request):
        """Import order."""
        payload = request.POST.get("payload", "")
        num = 7
        payload = payload if num % 2 == 1 else "<order><id>1</id></order>"
        result = run_import_order(payload)
        return JsonResponse(result)


urlpatterns = [path("import-order/", ImportOrderView.as_view())]
