from django.http import HttpResponse
from django.urls import path


def status_page(request, status):
    """Status page."""
    queue = ["ok"]
    queue.extend([status, "spare"])
    queue.pop()
    status = queue[0]
    rows = []
    rows.extend(["<tr><td>", status, "</td></tr>"])
    return HttpResponse("<table>" + "".join(rows) + "</table>")


urlpatterns = [path("status-page/<str:status>/", status_page)]
