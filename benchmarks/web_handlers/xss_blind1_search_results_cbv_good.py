from django.http import HttpResponse
from django.utils.html import escape
from django.views import View


class SearchView(View):
    def get(self, request):
        term = request.GET.get("q", "")
        heading = "<h2>Results for %s</h2>" % escape(term)
        return HttpResponse(heading + "<ul></ul>")
