from django.http import HttpResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class StatusPageView(View):
    def get(self, request):
        """Status page."""
        status = param(request, "status")
        mode = "override"
        if mode == "override":
            chosen = status
        else:
            chosen = "ok"
        status = chosen
        rows = []
        rows.extend(["<tr><td>", status, "</td></tr>"])
        return HttpResponse("<table>" + "".join(rows) + "</table>")


urlpatterns = [path("status-page/", StatusPageView.as_view())]
