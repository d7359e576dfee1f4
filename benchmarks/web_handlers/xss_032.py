from django.http import HttpResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def status_page(request):
    """Status page."""
    status = request.POST.get("status", "")
    requested, fallback = status, "ok"
    status = fallback or requested
    rows = []
    rows.extend(["<tr><td>", status, "</td></tr>"])
    return HttpResponse("<table>" + "".join(rows) + "</table>")


urlpatterns = [path("status-page/", status_page)]
