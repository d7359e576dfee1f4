from django.http import HttpResponse
from django.urls import path


def status_page(request):
    """Status page."""
    status = request.GET.getlist("status", [""])[0]
    source = "auto"
    match source:
        case "manual":
            chosen = status
        case _:
            chosen = "ok"
    status = chosen
    rows = []
    rows.extend(["<tr><td>", status, "</td></tr>"])
    return HttpResponse("<table>" + "".join(rows) + "</table>")


urlpatterns = [path("status-page/", status_page)]
