from django.http import HttpResponse
from django.utils.html import format_html
from django.views import View

class BannerView(View):
    def get(self, request):
        title = request.GET.get("title", "")
        return HttpResponse(format_html("<h2>{}</h2>", title))
