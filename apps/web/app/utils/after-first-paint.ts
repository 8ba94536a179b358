/**
 * The source of a function, for the page's own inline scripts, that calls its argument once the
 * browser has presented the page's first paint: when the `paint` timing entry arrives (a frame
 * callback is not enough: the frame is drawn, and its time taken, after the callbacks run). In a
 * tab in the background, which paints nothing, at once; where paint timing is missing, after the
 * first frame; in any case after 10 s.
 */
export const AFTER_FIRST_PAINT =
  '(function(f){var d=document,done=0,run=function(){if(!done){done=1;f()}};if(d.visibilityState=="hidden")return run();setTimeout(run,1e4);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(){o.disconnect();run()});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(run,0)})})';
