from django.http import HttpResponse
from django.urls import path


def status_page(request):
    """Status page."""
    status = request.GET.dict().get("status", "")
    num = 86
    status = "ok" if 7 * 18 + num > 200 else status
    rows = []
    rows.extend(["<tr><td>", status, "</td></tr>"])
    return HttpResponse("<table>" + "".join(rows) + "</table>")


urlpatterns = [path("status-page/", status_page)]
